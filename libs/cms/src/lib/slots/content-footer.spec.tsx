import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithClient } from '../testing';
import { ContentFooter } from './content-footer';
import { PartnersSlot } from './partners-slot';

const txt = (cs: string, en: string) => ({ cs, en });
const layout = {
  data: {
    menus: [{ id: 2, title: txt('Patička', 'Footer'), position: 'footer', menuItems: [{ title: txt('Podmínky', 'Terms'), link: '/podminky' }] }],
    settings: {
      logo: '/logo.svg',
      footerBlocks: [{ title: txt('Kontakt', 'Contact'), body: txt('<p>info@demo.test</p>', '<p>info@demo.test</p>') }],
      socialLinks: ['https://www.facebook.com/demo', 'https://youtu.be/x', 'https://example.com/blog'],
      appLinks: { ios: 'https://apps.apple.com/app/id1', android: null },
      copyright: txt('© Pořadatel', '© Organiser'),
      clubRegistrationTerms: txt('<p>a</p>', '<p>a</p>'),
      refereeTerms: txt('<p>b</p>', '<p>b</p>'),
    },
    partners: [
      { id: 11, title: txt('Dodavatelé', 'Suppliers'), size: 'sm', order: 3, items: [{ name: 'Pekárna', link: null, logo: '/uploads/bakery.svg' }] },
      { id: 10, title: txt('Hlavní partneři', 'Main partners'), size: 'lg', order: 1, items: [{ name: 'Praha', link: 'https://praha.eu', logo: '/uploads/praha.svg' }] },
    ],
    customBlocks: [],
  },
};

describe('layout content', () => {
  it('the footer shows content blocks, the footer menu, social icons by host and app links', async () => {
    mockFetch({ 'GET /graphql': () => ({ body: layout }) });
    renderWithClient(<ContentFooter />, '/en');
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Odkazy v patičce' })).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/en/terms');
    const social = screen.getByRole('list', { name: 'Sociální sítě' });
    expect(within(social).getAllByRole('link').map((a) => a.getAttribute('data-network'))).toEqual(['facebook', 'youtube', 'link']);
    expect(screen.getByRole('link', { name: 'Stáhnout v App Store' })).toHaveAttribute('href', 'https://apps.apple.com/app/id1');
    expect(screen.queryByRole('link', { name: 'Stáhnout na Google Play' })).toBeNull();
  });

  it('the partner strip orders groups by their order field and sizes logos by group', async () => {
    mockFetch({ 'GET /graphql': () => ({ body: layout }) });
    const { container } = renderWithClient(<PartnersSlot />);
    const region = await screen.findByRole('region', { name: 'Partneři' });
    expect(within(region).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Hlavní partneři', 'Dodavatelé']);
    expect([...container.querySelectorAll('[data-partner-group]')].map((g) => g.getAttribute('data-partner-group'))).toEqual(['lg', 'sm']);
    expect(screen.getByRole('img', { name: 'Praha' })).toHaveAttribute('src', '/img/praha.svg?w=480&h=256');
  });

  it("the partner strip leaves out the sizes the page's own partners block shows", async () => {
    mockFetch({ 'GET /graphql': () => ({ body: layout }) });
    const { container } = renderWithClient(<PartnersSlot omitSizes={['lg']} />);
    const region = await screen.findByRole('region', { name: 'Partneři' });
    expect(within(region).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Dodavatelé']);
    expect([...container.querySelectorAll('[data-partner-group]')].map((g) => g.getAttribute('data-partner-group'))).toEqual(['sm']);
  });

  it('GraphQL errors are logged as warnings and the footer renders what came', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({ 'GET /graphql': () => ({ body: { data: { menus: [] }, errors: [{ message: 'Cannot query field' }] } }) });
    const { container } = renderWithClient(<ContentFooter />);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Site content query errors', [{ message: 'Cannot query field' }]));
    expect(container.querySelector('[data-content-footer]')).toBeNull();
    warn.mockRestore();
  });
});
