import { isTrustedEmbedUrl, parseVideoUrl, playUrl, videoSiteUrl } from './video';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184',
      'https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184',
    ],
    [
      'https://loom.com/embed/0281766fa2d04bb788eaf19e65135184',
      'https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184',
    ],
  ])('turns %s into the privacy-friendly embed url %s', (input, embedUrl) => {
    expect(parseVideoUrl(input)).toMatchObject({ ok: true, embedUrl });
  });

  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://player.vimeo.com/video/76979871', 'https://vimeo.com/76979871'],
    [
      'https://loom.com/embed/0281766fa2d04bb788eaf19e65135184',
      'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184',
    ],
  ])('gives %s the page on the service it is watched on without JavaScript, %s', (input, watchUrl) => {
    expect(parseVideoUrl(input)).toMatchObject({ ok: true, watchUrl });
  });

  it.each([
    ['https://www.youtube.com/watch', 'YouTube video ID is empty'],
    ['https://www.youtube.com/watch?v=', 'YouTube video ID is empty'],
    ['https://youtu.be/', 'YouTube video ID is empty'],
    ['https://www.youtube.com/embed/', 'YouTube video ID is empty'],
    ['https://vimeo.com/', 'Vimeo video ID is empty'],
    ['https://player.vimeo.com/video/', 'Vimeo video ID is empty'],
    ['https://www.loom.com/share/', 'Loom video ID is empty'],
    ['https://www.loom.com/embed/', 'Loom video ID is empty'],
  ])('reports an empty id for %s', (input, reason) => {
    expect(parseVideoUrl(input)).toEqual({ ok: false, reason });
  });

  it.each([
    'https://example.com/video.mp4',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/abc',
    'https://www.youtube.com/watch?v=<script>',
    'javascript:alert(1)',
    'not a url',
    '',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
  ])('rejects %j as an unsupported service or invalid url', (input) => {
    expect(parseVideoUrl(input)).toEqual({ ok: false, reason: 'Unsupported video service or invalid URL' });
  });
});

describe('isTrustedEmbedUrl', () => {
  it('accepts only the three embed origins', () => {
    expect(isTrustedEmbedUrl('https://player.vimeo.com/video/1?dnt=1')).toBe(true);
    expect(isTrustedEmbedUrl('https://player.vimeo.com.evil.example/video/1')).toBe(false);
    expect(isTrustedEmbedUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('playUrl', () => {
  it('adds autoplay to an embed url with or without a query', () => {
    expect(playUrl('https://www.loom.com/embed/abc')).toBe('https://www.loom.com/embed/abc?autoplay=1');
    expect(playUrl('https://player.vimeo.com/video/1?dnt=1')).toBe('https://player.vimeo.com/video/1?dnt=1&autoplay=1');
  });
});

describe('videoSiteUrl', () => {
  it.each([
    ['https://www.dailymotion.com/video/x8q2k7m', 'https://www.dailymotion.com/video/x8q2k7m'],
    ['  http://example.com/watch?v=1  ', 'http://example.com/watch?v=1'],
    ['https://example.com/a b', 'https://example.com/a%20b'],
  ])('opens %s as %s', (input, expected) => {
    expect(videoSiteUrl(input)).toBe(expected);
  });

  it.each(['', 'not a url', 'javascript:alert(1)', 'ftp://example.com/v.mp4', 'data:video/mp4;base64,AAAA'])(
    'offers no site for %j',
    (input) => {
      expect(videoSiteUrl(input)).toBeUndefined();
    },
  );
});
