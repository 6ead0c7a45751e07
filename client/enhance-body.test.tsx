import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, embeddedBlock, entry } from '../shared/richtext/document-builders';
import { renderBody } from '../shared/richtext/render-body';
import { renderToString } from 'react-dom/server';
import { parseVideoUrl } from '../shared/richtext/video';
import { StaticFeaturedVideo } from '../shared/templates/topic-regions.static';
import { enhanceBody, enhanceKeptVideos } from './enhance-body';

function mountBody() {
  const entries = new Map([
    ['code', entry('code', 'codeBlock', { title: 'Install', code: 'npm ci <flags>', language: 'Bash' })],
    ['video', entry('video', 'video', { videoUrl: 'https://vimeo.com/1234', title: 'Tour' })],
  ]);
  const body = renderBody(
    { kind: 'richText', id: 'b1', document: doc(embeddedBlock('code'), embeddedBlock('video')) },
    {
      entry: (id) => entries.get(id),
      asset: () => undefined,
      urlOf: () => undefined,
      flags: { isVideoEnabled: true },
      locale: 'en-US',
    },
  );
  document.body.innerHTML = `<div class="article-body" data-body-id="${body.id}">${body.html}</div>`;
  return document.querySelector<HTMLElement>('.article-body')!;
}

describe('enhanceBody', () => {
  let writeText: jest.Mock;
  let cleanup: (() => void) | undefined;

  beforeEach(() => {
    writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  });

  afterEach(() => {
    cleanup?.();
    cleanup = undefined;
  });

  it('shows the copy buttons once the clipboard is available', () => {
    const root = mountBody();
    expect(root.querySelector('button[data-copy-code]')).not.toBeVisible();
    cleanup = enhanceBody(root);
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeVisible();
  });

  it('copies the code text and announces it in the live region', async () => {
    cleanup = enhanceBody(mountBody());
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('npm ci <flags>');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Code copied to clipboard'));
  });

  it('says Copied on the button for a moment after a copy, then its own label again', async () => {
    jest.useFakeTimers();
    try {
      cleanup = enhanceBody(mountBody());
      const button = screen.getByRole('button', { name: 'Copy code' });
      await act(async () => {
        button.click();
        await Promise.resolve();
      });
      expect(button).toHaveTextContent('Copied');
      act(() => jest.advanceTimersByTime(2100));
      expect(button).toHaveTextContent('Copy code');
    } finally {
      jest.useRealTimers();
    }
  });

  it('copies the bare text of a preformatted block of an html body, which has no code element', async () => {
    const body = renderBody(
      { kind: 'html', id: 'h1', html: '<p>Run:</p><pre>cd /opt &amp;&amp; ls</pre>' },
      {
        entry: () => undefined,
        asset: () => undefined,
        urlOf: () => undefined,
        flags: { isVideoEnabled: false },
        locale: 'en-US',
      },
    );
    document.body.innerHTML = `<div class="article-body">${body.html}</div>`;
    cleanup = enhanceBody(document.querySelector<HTMLElement>('.article-body')!);

    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));

    expect(writeText).toHaveBeenCalledWith('cd /opt && ls');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Code copied to clipboard'));
  });

  it('announces a failed copy', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    cleanup = enhanceBody(mountBody());
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Copying failed/));
  });

  it('replaces the video poster with the player iframe on click', async () => {
    cleanup = enhanceBody(mountBody());
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Tour' }));
    const frame = document.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/1234?dnt=1&autoplay=1');
    expect(frame).toHaveAttribute('title', 'Tour');
    expect(frame).toHaveAttribute('allow', expect.stringContaining('autoplay'));
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play video: Tour' })).toBeNull();
  });

  it('plays the video when Enter is pressed on the poster', async () => {
    cleanup = enhanceBody(mountBody());
    screen.getByRole('button', { name: 'Play video: Tour' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(document.querySelector('iframe')).not.toBeNull();
  });

  it('refuses to load an embed url from another origin', () => {
    const root = mountBody();
    root.querySelector('[data-embed-url]')!.setAttribute('data-embed-url', 'https://evil.example/x');
    cleanup = enhanceBody(root);
    act(() => root.querySelector<HTMLButtonElement>('[data-embed-url]')!.click());
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('binds one listener per root however often it is called', async () => {
    const root = mountBody();
    cleanup = enhanceBody(root);
    expect(enhanceBody(root)).toBe(cleanup);
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it("starts the scroll spy of 'On this page' when it enhances the document, and stops it with the rest", () => {
    // Arrange
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    document.body.innerHTML =
      '<nav class="toc"><a class="toc__link toc__link--h2" href="#one">One</a><a class="toc__link toc__link--h2" href="#two">Two</a></nav>' +
      '<h2 id="one">One</h2><h2 id="two">Two</h2>';

    // Act
    const stop = enhanceBody(document);
    const watching = added.mock.calls.filter(([type]) => type === 'scroll').length;
    stop();

    // Assert
    expect(watching).toBe(1);
    expect(removed.mock.calls.filter(([type]) => type === 'scroll')).toHaveLength(1);
    added.mockRestore();
    removed.mockRestore();
    document.body.innerHTML = '';
  });
});

describe('enhanceKeptVideos', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function mountFeaturedVideo(videoUrl: string) {
    document.body.innerHTML = renderToString(
      <StaticFeaturedVideo
        videoUrl={videoUrl}
        video={parseVideoUrl(videoUrl)}
        title="Tour"
        description="Two minutes."
      />,
    );
  }

  it('puts the play button the server kept beside the featured video in place of its link, and it plays', async () => {
    // Arrange
    mountFeaturedVideo('https://vimeo.com/1234');
    const link = screen.getByRole('link', { name: /Tour/ });
    const cleanup = enhanceBody(document);

    // Act
    enhanceKeptVideos(document);
    const poster = screen.getByRole('button', { name: 'Play video: Tour' });
    const description = document.getElementById(poster.getAttribute('aria-describedby') ?? '')?.textContent;
    await userEvent.click(poster);

    // Assert
    expect(link).toHaveTextContent('Watch on Vimeo');
    expect(link.isConnected).toBe(false);
    expect(description).toBe('Two minutes.');
    expect(document.querySelector('template')).toBeNull();
    const frame = document.querySelector('iframe.video__frame');
    expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/1234?dnt=1&autoplay=1');
    expect(frame).toHaveAttribute('title', 'Tour');
    expect(frame).toHaveFocus();
    cleanup();
  });

  it('leaves a video that cannot be played as its note', () => {
    // Arrange
    mountFeaturedVideo('https://example.com/x.mp4');
    const before = document.body.innerHTML;

    // Act
    enhanceKeptVideos(document);

    // Assert
    expect(document.body.innerHTML).toBe(before);
    expect(document.querySelector('.video__notice')).toHaveTextContent('This video cannot be displayed.');
  });
});
