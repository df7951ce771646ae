export type NumberedCard = { name: string; headline?: string; body: string };

/** Cards in an ordered list, each with its number (01, 02…), its name, an optional headline and its text. */
export function NumberedCards({ items, className }: { items: readonly NumberedCard[]; className: string }) {
  return (
    <ol className={className}>
      {items.map((item, index) => (
        <li key={item.name} className="lp-card lp-numbered-card">
          <span className="lp-numbered-card__number" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="lp-numbered-card__name">{item.name}</h3>
          {item.headline ? <p className="lp-numbered-card__headline">{item.headline}</p> : null}
          <p>{item.body}</p>
        </li>
      ))}
    </ol>
  );
}
