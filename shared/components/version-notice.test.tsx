import { render, screen } from '@testing-library/react';
import '../i18n/all-messages';
import { LocaleProvider } from '../i18n/locale';
import type { DeploymentSwitchView } from '../types/pages/common';
import { StaticOlderVersionNotice } from './version-notice.static';

function dataCenter(currentVersion: string, withUrls = true): DeploymentSwitchView {
  return {
    current: 'Data Center',
    cloudUrl: '/jira-software-cloud/docs/monitor/',
    dataCenter: {
      kind: 'versions',
      currentVersion,
      latestVersion: '11.1',
      versions: ['9.12', '11.1', '10.3'].map((number) => ({
        number,
        ...(withUrls ? { url: `/jira-software-data-center/${number}/docs/monitor/` } : {}),
        browseUrl: `/jira-software-data-center/${number}/docs/`,
        searchUrl: `/search-results/?searchTerm=Monitor&version=${number}`,
      })),
    },
    searchUrl: '/search-results/?searchTerm=Monitor',
  };
}

describe('the notice of an older Data Center version', () => {
  it('names the version read and links the same page in the newest, by number not by text', () => {
    render(<StaticOlderVersionNotice view={dataCenter('10.3')} />);

    expect(
      screen.getByText(/^This is the documentation for version 10\.3, which is not the latest\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View this page in version 11.1' })).toHaveAttribute(
      'href',
      '/jira-software-data-center/11.1/docs/monitor/',
    );
  });

  it("links the newest version's documentation when the page is not in it", () => {
    render(<StaticOlderVersionNotice view={dataCenter('9.12', false)} />);

    expect(screen.getByRole('link', { name: 'Go to the version 11.1 documentation' })).toHaveAttribute(
      'href',
      '/jira-software-data-center/11.1/docs/',
    );
  });

  it('says nothing in the newest version or on Cloud', () => {
    const { container } = render(
      <>
        <StaticOlderVersionNotice view={dataCenter('11.1')} />
        <StaticOlderVersionNotice view={{ ...dataCenter('10.3'), current: 'Cloud' }} />
      </>,
    );

    expect(container.textContent).toBe('');
  });

  it('speaks Japanese on a Japanese page', () => {
    render(
      <LocaleProvider locale="ja-JP">
        <StaticOlderVersionNotice view={dataCenter('10.3')} />
      </LocaleProvider>,
    );

    expect(screen.getByRole('link', { name: 'このページをバージョン 11.1 で表示' })).toBeInTheDocument();
  });
});
