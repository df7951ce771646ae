import { Card } from 'antd';

type CountListProps = { title: string; items: readonly { name: string; count: number }[]; emptyText: string };

/** A ranked list of names with their counts ('Top Industries', ...). */
export function CountList({ title, items, emptyText }: CountListProps) {
  return (
    <Card title={title} className="count-card">
      {items.length === 0 ? (
        <p className="text-secondary count-list__empty">{emptyText}</p>
      ) : (
        <ol className="count-list">
          {items.map((item) => (
            <li key={item.name} className="count-list__item">
              <span>{item.name}</span>
              <span className="count-list__count">{item.count}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
