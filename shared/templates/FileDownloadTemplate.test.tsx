import { renderServerMarkup, renderWithStore } from '../components/render-with-store';
import { FileDownloadTemplate } from './FileDownloadTemplate';
import { staticPage } from '../../test/support/template-fixtures';

/** What a visitor without JavaScript gets: the content of the page's noscript elements, as markup. */
function withoutJavaScript(markup: HTMLElement): HTMLElement {
  const shown = document.createElement('div');
  shown.innerHTML = [...markup.querySelectorAll('noscript')].map((element) => element.textContent).join('');
  return shown;
}

const CONSENT = 'I agree that my details are used to send me the download and related product information';

describe('FileDownloadTemplate', () => {
  // The app loads in the browser after mount; a pending manifest request keeps the spinner showing.
  beforeEach(() => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  });

  it('renders the file-download form container at height 500', () => {
    // Arrange
    const page = staticPage('fileDownload');

    // Act
    renderWithStore(<FileDownloadTemplate entry={page} />, { entry: page });

    // Assert
    const mount = document.getElementById('hc-static-forms');
    expect(mount).toHaveAttribute('data-form-name', 'file-download');
    expect(mount).toHaveStyle({ minHeight: '500px' });
  });

  it('gives visitors without JavaScript the same form as plain html, its consent box before its label', () => {
    // Arrange
    const page = staticPage('fileDownload');

    // Act
    const shown = withoutJavaScript(renderServerMarkup(<FileDownloadTemplate entry={page} />, { entry: page }));

    // Assert
    const form = shown.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector('h2')!.textContent).toBe('Request the download');
    expect([...form.querySelectorAll('[name]')].map((control) => control.getAttribute('name'))).toEqual([
      'name',
      'email',
      'company',
      'consent',
    ]);
    const box = form.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(box.value).toBe('true');
    expect(box.checked).toBe(false);
    expect(box.nextElementSibling!.tagName).toBe('LABEL');
    expect(box.nextElementSibling!.textContent).toBe(`${CONSENT} (required)`);
    expect(box.nextElementSibling!.getAttribute('for')).toBe(box.id);
    expect(form.querySelector('button[type="submit"]')!.textContent).toBe('Request download');
    expect(shown.textContent).not.toContain('Turn on JavaScript');
  });

  it('links each problem of a post to its field and keeps the values, the box ticked as it was sent', () => {
    // Arrange
    const supportForm = {
      step: 'problems' as const,
      values: { name: 'Ada Lovelace', email: '', company: 'Engines', consent: 'true' },
      problems: [
        { field: 'email', message: 'E-mail address is required.' },
        { field: 'consent', message: `${CONSENT}: please tick this box.` },
      ],
    };
    const page = staticPage('fileDownload', { supportForm });

    // Act
    const shown = withoutJavaScript(renderServerMarkup(<FileDownloadTemplate entry={page} />, { entry: page }));

    // Assert
    const summaryLinks = [...shown.querySelectorAll('.hc-error-summary a')].map((link) => link.getAttribute('href'));
    expect(summaryLinks).toEqual(['#hc-nojs-support-email', '#hc-nojs-support-consent']);
    for (const name of ['email', 'consent']) {
      const control = shown.querySelector(`#hc-nojs-support-${name}`)!;
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(control.getAttribute('aria-describedby')).toBe(`hc-nojs-support-${name}-error`);
      expect(shown.querySelector(`#hc-nojs-support-${name}-error`)).not.toBeNull();
    }
    expect(shown.querySelector('#hc-nojs-support-company')!.hasAttribute('aria-invalid')).toBe(false);
    expect(shown.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Ada Lovelace');
    expect(shown.querySelector<HTMLInputElement>('[name="consent"]')!.checked).toBe(true);
  });

  it('shows the confirmation of a filed request with a way back to request another download', () => {
    // Arrange
    const supportForm = {
      step: 'sent' as const,
      reference: 'HC-12345678',
      contactUrl: '/file-download/',
      homeUrl: '/',
      requestsUrl: null,
      mailed: false,
    };
    const page = staticPage('fileDownload', { supportForm });

    // Act
    const markup = renderServerMarkup(<FileDownloadTemplate entry={page} />, { entry: page });

    // Assert
    expect(markup.querySelector('h1')!.textContent).toBe('Request sent');
    expect(markup.querySelector('.hc-request-sent__reference strong')!.textContent).toBe('HC-12345678');
    expect(markup.querySelector('#hc-static-forms')).toBeNull();
    const waysOn = [...markup.querySelectorAll('.hc-request-sent__actions a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(waysOn).toEqual([
      ['Request another download', '/file-download/'],
      ['Go to the support home', '/'],
    ]);
  });
});
