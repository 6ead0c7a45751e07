import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountStaticForm } from './static-forms';

function container(): HTMLElement {
  document.body.innerHTML =
    '<div id="hc-static-forms" data-form-name="file-download"><div role="status">Loading</div></div>';
  return document.getElementById('hc-static-forms')!;
}

/** The API's answer to a filed request: `mailed` says whether the site sent a confirmation. */
function respond(body: unknown): jest.Mock {
  const fetchMock = jest.fn(() =>
    Promise.resolve({
      ok: true,
      status: 201,
      headers: { get: () => null },
      json: () => Promise.resolve(body),
    } as unknown as Response),
  );
  global.fetch = fetchMock;
  return fetchMock;
}

async function fillInAndSend(labels = { name: /^Your name/, email: /^E-mail address/, company: /^Company/ }) {
  await userEvent.type(screen.getByLabelText(labels.name), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText(labels.email), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(labels.company), 'Analytical Engines');
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button'));
}

describe('the file-download form app', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.lang = '';
  });

  it('says the confirmation was e-mailed and the download link follows by e-mail where the site sends mail', async () => {
    // Arrange
    const fetchMock = respond({ reference: 'HC-12345678', mailed: true });
    mountStaticForm(container());

    // Act
    await fillInAndSend();

    // Assert
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Thank you. Your request HC-12345678 has been received. We have e-mailed a confirmation with this reference to the address you gave; our team replies to that address with the download link.',
      ),
    );
    const sent = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(sent).toMatchObject({ form: 'file-download', company: 'Analytical Engines', consent: true });
  });

  it('says no e-mail was sent and to keep the reference where the site cannot send mail', async () => {
    // Arrange
    respond({ reference: 'HC-12345678', mailed: false });
    mountStaticForm(container());

    // Act
    await fillInAndSend();

    // Assert
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('HC-12345678'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you. Your request HC-12345678 has been received. This site cannot send e-mail, so no confirmation was sent: keep this reference. Our team replies to the address you gave with the download link.',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('We have e-mailed');
  });

  it('says so in Japanese on a Japanese page', async () => {
    // Arrange
    document.documentElement.lang = 'ja';
    respond({ reference: 'HC-12345678', mailed: false });
    mountStaticForm(container());

    // Act
    await fillInAndSend({ name: /^氏名/, email: /^メール アドレス/, company: /^会社名/ });

    // Assert
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('HC-12345678'));
    expect(screen.getByRole('status')).toHaveTextContent(
      '確認メールは送信されていません。この参照番号を控えておいてください。',
    );
  });
});
