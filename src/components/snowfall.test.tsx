// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeasonalSnowfall } from './snowfall';

// jsdom has no canvas; a stand-in proves the lazily imported component is what gets rendered.
vi.mock('react-snowfall', () => ({ Snowfall: () => <span data-testid="react-snowfall" /> }));

const christmas = new Date('2025-12-25T12:00:00');
const summer = new Date('2025-07-01T12:00:00');

describe('SeasonalSnowfall', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('renders the lazily loaded snow, full screen and click-through, in season', async () => {
    render(<SeasonalSnowfall now={christmas} trackingEnabled hideSnowflake={false} />);
    await screen.findByTestId('react-snowfall');
    const layer = screen.getByTestId('snowfall');
    expect(layer.style.position).toBe('fixed');
    expect(layer.style.pointerEvents).toBe('none');
    expect(layer.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders nothing out of season or when the user hid it', () => {
    render(<SeasonalSnowfall now={summer} trackingEnabled={false} hideSnowflake={false} />);
    render(<SeasonalSnowfall now={christmas} trackingEnabled hideSnowflake />);
    expect(screen.queryByTestId('snowfall')).toBeNull();
  });

  it('reads the stored flag when no choice is passed', () => {
    localStorage.setItem('hideSnowflake', 'true');
    render(<SeasonalSnowfall now={christmas} trackingEnabled />);
    expect(screen.queryByTestId('snowfall')).toBeNull();
  });
});
