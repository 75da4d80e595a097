import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { Button, ButtonLink, TextLink } from './button';
import { Badge, EmptyState, ErrorState, Skeleton } from './feedback';
import { Spinner } from './spinner';
import { Heading, VisuallyHidden } from './typography';
import { Card, Container, Stack } from './layout';

describe('Button', () => {
  it('is a button that does not submit forms unless asked', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Přidat hráče</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Přidat hráče' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading is busy, stays focusable and ignores clicks and submits', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Uložit
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Uložit' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be disabled', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Odeslat
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Odeslat' })).not.toHaveAttribute('aria-busy');
  });

  it('passes its ref and other attributes to the button', () => {
    const ref = { current: null as HTMLButtonElement | null };
    renderWithTheme(
      <Button ref={ref} variant="danger" size="sm" aria-label="Odebrat Jana Nováka">
        ×
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Odebrat Jana Nováka' }));
  });
});

describe('links', () => {
  it('ButtonLink and TextLink navigate with the router', () => {
    renderWithTheme(
      <>
        <ButtonLink to="/registrace">Registrovat klub</ButtonLink>
        <TextLink to="/vysledky">Výsledky</TextLink>
      </>,
      { route: '/' },
    );
    expect(screen.getByRole('link', { name: 'Registrovat klub' })).toHaveAttribute('href', '/registrace');
    expect(screen.getByRole('link', { name: 'Výsledky' })).toHaveAttribute('href', '/vysledky');
  });
});

describe('Heading and VisuallyHidden', () => {
  it('renders the heading at its level, whatever its size', () => {
    renderWithTheme(
      <Heading level={3} size={1}>
        Skupina A
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Skupina A' })).toBeInTheDocument();
  });

  it('defaults to level 2', () => {
    renderWithTheme(<Heading>Zápasy</Heading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Zápasy' })).toBeInTheDocument();
  });

  it('keeps visually hidden text in the accessible name', () => {
    renderWithTheme(
      <button type="button">
        ★<VisuallyHidden>Přidat do oblíbených</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: /Přidat do oblíbených/ })).toBeInTheDocument();
  });
});

describe('loading and empty states', () => {
  it('Spinner announces its label, or a default one', () => {
    renderWithTheme(
      <>
        <Spinner label="Načítám zápasy" />
        <Spinner />
      </>,
    );
    const [custom, fallback] = screen.getAllByRole('status');
    expect(custom).toHaveTextContent('Načítám zápasy');
    expect(fallback).toHaveTextContent('Načítá se…');
  });

  it('Skeleton is hidden from assistive technology and takes the given size', () => {
    const { container } = renderWithTheme(<Skeleton width={120} height="2rem" />);
    const block = container.querySelector('[data-skeleton]') as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ width: '120px', height: '2rem' });
  });

  it('Badge shows its text and variant', () => {
    renderWithTheme(<Badge variant="live">Živě</Badge>);
    expect(screen.getByText('Živě')).toHaveAttribute('data-variant', 'live');
  });

  it('EmptyState shows title, description and action', () => {
    renderWithTheme(<EmptyState title="Žádné zápasy" description="Rozpis ještě není zveřejněn." action={<Button>Obnovit</Button>} />);
    expect(screen.getByRole('heading', { name: 'Žádné zápasy' })).toBeInTheDocument();
    expect(screen.getByText('Rozpis ještě není zveřejněn.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Obnovit' })).toBeInTheDocument();
  });

  it('ErrorState announces the failure and retries on request', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState title="Výsledky nejsou k dispozici" message="Server neodpovídá." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Výsledky nejsou k dispoziciServer neodpovídá.');
    await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState has Czech defaults and no retry button without onRetry', () => {
    renderWithTheme(<ErrorState />);
    expect(screen.getByRole('heading', { name: 'Něco se pokazilo' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('layout', () => {
  it('renders its children', () => {
    renderWithTheme(
      <Container>
        <Stack $gap={4}>
          <Card aria-label="Tým">Tým A</Card>
        </Stack>
      </Container>,
    );
    expect(screen.getByText('Tým A')).toBeInTheDocument();
  });
});
