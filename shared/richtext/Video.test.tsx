import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { parseVideoUrl } from './video';
import { Video as VideoOf, type VideoProps } from './Video';

/** The component as the topic template renders it, with the url parsed as the server does. */
function Video(props: Omit<VideoProps, 'video'>) {
  return <VideoOf {...props} video={parseVideoUrl(props.videoUrl)} />;
}

describe('Video', () => {
  it('is a link to the video on its service in the server markup, named for the service', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Video videoUrl="https://youtu.be/qqrVxL3Rb4c" title="Boards in Jira Software" description="A tour." />,
    );

    const link = container.querySelector('a.video__poster');
    expect(link?.getAttribute('href')).toBe('https://www.youtube.com/watch?v=qqrVxL3Rb4c');
    expect(link?.textContent).toBe('Boards in Jira SoftwareWatch on YouTube');
    expect(container.querySelector('button, iframe')).toBeNull();
  });

  it('shows a poster button named "Play video: {title}" and loads the player only when pressed', async () => {
    render(<Video videoUrl="https://vimeo.com/76979871" title="Create a board" description="Two minutes." />);
    const button = screen.getByRole('button', { name: 'Play video: Create a board' });
    expect(document.querySelector('iframe')).toBeNull();

    await userEvent.click(button);

    const frame = screen.getByTitle('Create a board');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
    expect(frame).toHaveAttribute('allow', expect.stringContaining('fullscreen'));
    expect(frame).toHaveFocus();
    expect(screen.getByText('Two minutes.')).toBeInTheDocument();
  });

  it('plays on Enter as well as on click', async () => {
    render(<Video videoUrl="https://youtu.be/dQw4w9WgXcQ" title="Intro" />);
    screen.getByRole('button', { name: 'Play video: Intro' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTitle('Intro')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });

  it('shows the error text and reports the reason for an unsupported url', () => {
    const onError = jest.fn();
    render(<Video videoUrl="https://example.com/x.mp4" title="Broken" onError={onError} />);
    expect(
      screen.getByText('This video cannot be displayed. Please contact support if you believe this is an error.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(onError).toHaveBeenCalledWith('Unsupported video service or invalid URL', 'https://example.com/x.mp4');
  });

  it('shows a note with the title, the error text and a link to the video on its site in place of the player', () => {
    render(
      <Video
        videoUrl="https://www.dailymotion.com/video/x8q2k7m"
        title="Blank customer portal"
        description="A customer recording."
      />,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'Blank customer portal' +
        'This video cannot be displayed. Please contact support if you believe this is an error.' +
        'Open the video on its site',
    );
    const link = screen.getByRole('link', { name: 'Open the video on its site' });
    expect(link).toHaveAttribute('href', 'https://www.dailymotion.com/video/x8q2k7m');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(note).toContainElement(link);
    expect(screen.getByText('A customer recording.')).toBeInTheDocument();
    expect(document.querySelector('.video--unavailable')).not.toBeNull();
  });

  it('names the link in Japanese on a Japanese page', () => {
    render(<Video videoUrl="https://www.dailymotion.com/video/x8q2k7m" title="動画" locale="ja-JP" />);
    expect(screen.getByRole('link', { name: '動画を掲載元のサイトで開く' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'この動画は表示できません。エラーと思われる場合は、サポートまでお問い合わせください。',
    );
  });

  it('offers no link when the url is not an http(s) url', () => {
    render(<Video videoUrl="ftp://example.com/video.mp4" title="Old" />);
    expect(screen.getByRole('note')).toHaveTextContent('This video cannot be displayed.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reports an empty id with its own reason', () => {
    const onError = jest.fn();
    render(<Video videoUrl="https://www.loom.com/share/" title="Empty" onError={onError} />);
    expect(onError).toHaveBeenCalledWith('Loom video ID is empty', 'https://www.loom.com/share/');
  });
});
