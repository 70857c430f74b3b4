import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionList, RatingHistogram, RatingStars, RatingSummary, ReviewList } from './Reviews';

describe('Reviews', () => {
  it('stars say the rating in text and draw the fill to it', () => {
    const { container } = render(<RatingStars rating={4.25} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(container.querySelector<HTMLElement>('[data-stars-fill]')!.style.width).toBe('85%');
  });

  it('the summary links its count to the reviews', () => {
    render(<RatingSummary average={4.6} count={1} href="#reviews" />);
    expect(screen.getByRole('link', { name: '1 review' })).toHaveAttribute('href', '#reviews');
  });

  it('the histogram says every row in text, 5 stars first', () => {
    const { container } = render(<RatingHistogram histogram={[1, 0, 2, 3, 4]} />);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '5 stars: 4',
      '4 stars: 3',
      '3 stars: 2',
      '2 stars: 0',
      '1 star: 1',
    ]);
  });

  it('renders a review and a question as text, never as HTML', () => {
    const attack = '<img src=x onerror="alert(1)">';
    const { container } = render(
      <>
        <ReviewList reviews={[{ id: 'r', rating: 1, title: attack, text: attack, author: attack }]} />
        <QuestionList questions={[{ id: 'q', text: attack, answers: [{ id: 'a', text: attack }] }]} />
      </>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText(attack, { exact: false }).length).toBeGreaterThanOrEqual(3);
  });
});
