import { useId } from 'react';
import type { CardView } from '../types/pages/common';
import './Card.css';

/** A card: icon, title, description and one link (the button) described by the title. */
export function Card({ card, headingLevel = 3 }: { card: CardView; headingLevel?: 2 | 3 | 4 }) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="hc-card">
      {card.icon && <img className="hc-card__icon" src={card.icon.url} alt="" width={80} height={80} loading="lazy" />}
      <Heading className="hc-card__title" id={titleId} lang={card.lang}>
        {card.buttonText ? card.title : <a href={card.url}>{card.title}</a>}
      </Heading>
      {card.description && (
        <p className="hc-card__description" lang={card.descriptionLang}>
          {card.description}
        </p>
      )}
      {card.buttonText && (
        <a className="hc-card__button" href={card.url} aria-describedby={titleId} lang={card.buttonTextLang}>
          {card.buttonText}
        </a>
      )}
    </article>
  );
}

/**
 * Cards in rows of two from 901px, with both cards of a row the same height (SPEC.md section 9).
 * CSS grid does the equalising: a row is as tall as its taller card and every item stretches to it,
 * so nothing is measured in the browser and the server's layout is final.
 */
export function CardGrid({ cards, headingLevel = 3 }: { cards: readonly CardView[]; headingLevel?: 2 | 3 | 4 }) {
  if (cards.length === 0) return null;
  return (
    <ul className="hc-card-grid hc-card-grid--pairs">
      {cards.map((card) => (
        <li key={card.id} className="hc-card-grid__item">
          <Card card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
