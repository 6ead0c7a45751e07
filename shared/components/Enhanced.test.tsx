import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useEnhanced } from './Enhanced';
import { EnhancedProvider } from './Enhanced';

function Probe() {
  return <p>{useEnhanced() ? 'scripted' : 'native'}</p>;
}

describe('the enhanced switch', () => {
  it('is off in the server markup and turns on after hydration without a mismatch', async () => {
    const page = (
      <EnhancedProvider>
        <Probe />
      </EnhancedProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toBe('native');
    const errors: unknown[] = [];

    await act(() => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
      return Promise.resolve();
    });

    expect(container.textContent).toBe('scripted');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('is on at once for a component rendered on its own in the browser', () => {
    render(<Probe />);

    expect(screen.getByText('scripted')).toBeInTheDocument();
  });
});
