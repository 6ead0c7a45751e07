import { render, screen, within } from '@testing-library/react';
import type { FooterView } from '../../types/page';
import { defaultFooterLinks } from './footer-links';
import { axeViolations } from './chrome-fixtures';
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
});
