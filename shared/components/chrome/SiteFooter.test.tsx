import { render, screen, within } from '@testing-library/react';
import type { FooterView } from '../../types/page';
import { defaultFooterLinks } from './footer-links';
import { axeViolations } from './chrome-fixtures';
import { OtherLanguageUrlProvider } from './other-language-url';
import { SiteFooter } from './SiteFooter';

function footer(version: 'v1' | 'v2', locale: FooterView['locale'] = 'en-US'): FooterView {
  return {
    version,
    locale,
    copyright: 'Example Pty Ltd',
    currentYear: 2031,
    links: defaultFooterLinks(version, locale),
  };
}

function linkLabels() {
  return within(screen.getByRole('navigation', { name: /Footer|フッター/ }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('SiteFooter', () => {
  it('shows the old footer links followed by the current year', () => {
    const { container } = render(<SiteFooter footer={footer('v1')} />);
    expect(linkLabels()).toEqual([
      'Accessibility',
      'Notice at collection',
      'Privacy policy',
      'Terms of use',
      'Security',
    ]);
    expect(container.querySelector('.hc-footer__inner')?.lastElementChild).toHaveTextContent(
      'Copyright © 2031 Example Pty Ltd',
    );
  });

  it('shows the version 2 copyright with the year before its links', () => {
    const { container } = render(<SiteFooter footer={footer('v2')} />);
    expect(container.querySelector('.hc-footer__inner')?.firstElementChild).toHaveTextContent(
      'Copyright © 2031 Example Pty Ltd',
    );
    expect(linkLabels()).toEqual([
      'Accessibility',
      'Your privacy choices',
      'Privacy policy',
      'Terms',
      'Impressum',
      'Security/data protection',
    ]);
  });

  it('prints the year given in the view, not the clock', () => {
    render(<SiteFooter footer={{ ...footer('v2'), currentYear: 1999 }} />);
    expect(screen.getByText(/1999/)).toBeInTheDocument();
  });

  it('shows Japanese labels and /ja vendor links for ja-JP', () => {
    render(<SiteFooter footer={footer('v2', 'ja-JP')} />);
    expect(screen.getByRole('link', { name: 'プライバシー ポリシー' })).toHaveAttribute(
      'href',
      'https://www.atlassian.com/ja/legal/privacy-policy',
    );
  });

  it('has no axe violations in either version', async () => {
    const v1 = render(<SiteFooter footer={footer('v1')} />);
    expect(await axeViolations(v1.container)).toEqual([]);
    v1.unmount();
    const v2 = render(<SiteFooter footer={footer('v2')} />);
    expect(await axeViolations(v2.container)).toEqual([]);
  });

  describe('language switch', () => {
    it('names itself Language and links an English page to the Japanese page it is given', () => {
      render(
        <OtherLanguageUrlProvider url="/ja/jira-software-cloud/docs/create-a-board/">
          <SiteFooter footer={footer('v1')} />
        </OtherLanguageUrlProvider>,
      );
      const nav = screen.getByRole('navigation', { name: 'Language' });
      const link = within(nav).getByRole('link', { name: '日本語' });
      expect(link).toHaveAttribute('href', '/ja/jira-software-cloud/docs/create-a-board/');
      expect(link).toHaveAttribute('lang', 'ja');
      expect(link).toHaveAttribute('hreflang', 'ja');
      expect(within(nav).getAllByRole('link')).toHaveLength(1);
      const current = within(nav).getByText('English');
      expect(current).toHaveAttribute('aria-current', 'true');
      expect(current).toHaveAttribute('lang', 'en');
      expect(current.tagName).not.toBe('A');
    });

    it('names itself 言語 on a Japanese page and links back to English', () => {
      render(
        <OtherLanguageUrlProvider url="/search-results/?searchTerm=board">
          <SiteFooter footer={footer('v2', 'ja-JP')} />
        </OtherLanguageUrlProvider>,
      );
      const nav = screen.getByRole('navigation', { name: '言語' });
      const link = within(nav).getByRole('link', { name: 'English' });
      expect(link).toHaveAttribute('href', '/search-results/?searchTerm=board');
      expect(link).toHaveAttribute('lang', 'en');
      expect(link).toHaveAttribute('hreflang', 'en');
      expect(within(nav).getByText('日本語')).toHaveAttribute('aria-current', 'true');
    });

    it('leads to the other language home page when no page address is given', () => {
      render(<SiteFooter footer={footer('v2', 'ja-JP')} />);
      expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    });

    it('comes after the footer links in both versions', () => {
      for (const version of ['v1', 'v2'] as const) {
        const { container, unmount } = render(<SiteFooter footer={footer(version)} />);
        const navs = [...container.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'));
        expect(navs).toEqual(['Footer', 'Language']);
        unmount();
      }
    });
  });
});
