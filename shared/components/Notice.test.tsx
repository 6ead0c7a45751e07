import { render, screen, within } from '@testing-library/react';
import '../i18n/all-messages';
import type { NoticeView } from '../types/pages/common';
import { StaticNotice } from './regions.static';

const END_OF_SUPPORT: NoticeView = {
  id: 'notice-server-end-of-support',
  title: 'Server products reached end of support',
  appearance: 'Announcement',
  message: {
    id: 'notice-server-end-of-support-message',
    html: '<p>Support for Server products ended on <b>February 15th 2024</b>. You can <a href="/migration/resources/">migrate to Cloud</a>.</p>',
    toc: [],
  },
};

describe('a context notice', () => {
  it('is a region named by its title, its message behind a disclosure whose summary is that title', () => {
    render(<StaticNotice notice={END_OF_SUPPORT} />);

    const region = screen.getByRole('region', { name: 'Server products reached end of support' });
    const details = region.querySelector('details')!;
    const summary = details.querySelector(':scope > summary')!;

    expect(region).toHaveClass('hc-notice', 'hc-notice--discovery', 'hc-notice--disclosure');
    expect(details).not.toHaveAttribute('open');
    expect(details.firstElementChild).toBe(summary);
    expect(summary).toHaveTextContent(/^Server products reached end of support$/);
    expect(within(details).getByRole('heading', { level: 2, name: 'Server products reached end of support' })).toBe(
      summary.nextElementSibling,
    );
    expect(within(details).getByRole('link', { name: 'migrate to Cloud' })).toHaveAttribute(
      'href',
      '/migration/resources/',
    );
  });

  it("keeps the title's language on the region when it is not the page's", () => {
    render(<StaticNotice notice={{ ...END_OF_SUPPORT, lang: 'en' }} />);

    expect(screen.getByRole('region', { name: 'Server products reached end of support' })).toHaveAttribute(
      'lang',
      'en',
    );
  });
});
