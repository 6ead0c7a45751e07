import { screen } from '@testing-library/react';
import { axeViolations, createChromeStore, renderWithStore, signedInUser, storeWithoutSignIn } from './chrome-fixtures';
import { ContactBlock } from './ContactBlock';

const both = { authenticated: '/contact/', unauthenticated: '/contact/anonymous/' };

describe('ContactBlock', () => {
  it('asks anonymous visitors to log in to contact support and offers the anonymous form', () => {
    renderWithStore(<ContactBlock supportFormUrls={both} locale="en-US" />);
    expect(screen.getByRole('heading', { name: 'Not finding the help you need?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to contact support' })).toHaveAttribute(
      'href',
      '/login/?application=sac&continue=%2Fcontact%2F',
    );
    expect(screen.getByRole('link', { name: 'Submit support request without logging in' })).toHaveAttribute(
      'href',
      '/contact/anonymous/',
    );
  });

  it('leaves out the anonymous link when the form has no unauthenticated url', () => {
    renderWithStore(<ContactBlock supportFormUrls={{ authenticated: '/contact/' }} locale="en-US" />);
    expect(screen.queryByRole('link', { name: 'Submit support request without logging in' })).toBeNull();
  });

  it('sends signed-in users straight to the support form', () => {
    const store = createChromeStore({ auth: { status: 'success', user: signedInUser } });
    renderWithStore(<ContactBlock supportFormUrls={both} locale="en-US" />, store);
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact/');
    expect(screen.queryByRole('link', { name: 'Submit support request without logging in' })).toBeNull();
  });

  it('sends visitors of a site without sign-in straight to the anonymous form, with one button', () => {
    renderWithStore(<ContactBlock supportFormUrls={both} locale="en-US" />, storeWithoutSignIn());
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Contact support', '/contact/anonymous/'],
    ]);
  });

  it('shows Japanese labels for ja-JP', () => {
    renderWithStore(<ContactBlock supportFormUrls={both} locale="ja-JP" />);
    expect(screen.getByRole('heading', { name: '必要なヘルプが見つかりませんか？' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログインせずにサポート リクエストを送信する' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithStore(<ContactBlock supportFormUrls={both} locale="en-US" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
