import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@phc/ui/testing';
import { PhotoGallery } from './photo-gallery';

const photos = [{ url: '/uploads/place-hall-01-1.svg' }, { url: '/uploads/place-hall-01-2.svg' }, { url: '/uploads/place-hall-01-3.svg' }];

describe('PhotoGallery', () => {
  it('shows every photo through the image proxy at 1x and 2x, lazily, named after the place', () => {
    renderWithTheme(<PhotoGallery photos={photos} name="Hala Lužiny" />);
    const images = within(screen.getByRole('list', { name: 'Fotografie' })).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Hala Lužiny, fotografie 1', 'Hala Lužiny, fotografie 2', 'Hala Lužiny, fotografie 3']);
    expect(images[1]).toHaveAttribute('src', '/img/place-hall-01-2.svg?w=480&h=480&fit=cover');
    expect(images[1]).toHaveAttribute('srcset', '/img/place-hall-01-2.svg?w=480&h=480&fit=cover 1x, /img/place-hall-01-2.svg?w=960&h=960&fit=cover 2x');
    for (const img of images) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('steps with the buttons and stops at both ends, saying which photo is shown', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PhotoGallery photos={photos} name="Hala Lužiny" />);
    const previous = screen.getByRole('button', { name: 'Předchozí fotografie' });
    const next = screen.getByRole('button', { name: 'Další fotografie' });
    expect(screen.getByText('Fotografie 1 z 3')).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Fotografie 3 z 3')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Still focusable at the end, so a keyboard user keeps their place; another press changes nothing.
    expect(next).toHaveFocus();
    await user.click(next);
    expect(screen.getByText('Fotografie 3 z 3')).toBeInTheDocument();
    await user.click(previous);
    expect(screen.getByText('Fotografie 2 z 3')).toBeInTheDocument();
  });

  it('steps with the arrow keys, Home and End on the focused strip and scrolls it there', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PhotoGallery photos={photos} name="Hala Lužiny" />);
    const strip = screen.getByRole('list', { name: 'Fotografie' });
    const scrollTo = jest.fn();
    Object.assign(strip, { scrollTo });
    Object.defineProperty(strip, 'clientWidth', { value: 320 });
    await user.tab();
    expect(strip).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Fotografie 2 z 3')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 320 }));
    await user.keyboard('{End}');
    expect(screen.getByText('Fotografie 3 z 3')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 640 }));
    await user.keyboard('{Home}');
    expect(screen.getByText('Fotografie 1 z 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Fotografie 1 z 3')).toBeInTheDocument();
  });

  it('follows a swipe: the counter shows the photo the strip was scrolled to', () => {
    renderWithTheme(<PhotoGallery photos={photos} name="Hala Lužiny" />);
    const strip = screen.getByRole('list', { name: 'Fotografie' });
    Object.defineProperty(strip, 'clientWidth', { value: 320 });
    strip.scrollLeft = 640;
    fireEvent.scroll(strip);
    expect(screen.getByText('Fotografie 3 z 3')).toBeInTheDocument();
  });

  it('shows a single photo without the stepping buttons', () => {
    renderWithTheme(<PhotoGallery photos={photos.slice(0, 1)} name="Hala Lužiny" />);
    expect(screen.getByRole('img', { name: 'Hala Lužiny, fotografie 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
