import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page';
import { pickQuote, QUOTES } from './quotes';

describe('Home', () => {
  it('shows an attributed motivational quote from the shipped list, and another on request', async () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const quoteText = () => screen.getByRole('blockquote').textContent!.replace(/[“”]/g, '');
    const first = QUOTES.find((quote) => quote.text === quoteText());
    expect(first).toBeDefined();
    expect(screen.getByText(`— ${first!.author}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Another quote' }));
    expect(quoteText()).not.toBe(first!.text);
  });

  it('ships a varied, attributed list', () => {
    expect(QUOTES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(QUOTES.map((quote) => quote.author)).size).toBeGreaterThanOrEqual(10);
    expect(QUOTES.every((quote) => quote.text && quote.author)).toBe(true);
    expect(pickQuote(() => 0.999, QUOTES[QUOTES.length - 1])).not.toBe(QUOTES[QUOTES.length - 1]);
  });
});
