const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** 'current / target unit', e.g. '12 / 40 customers'. */
export function measureText({ current, target, unit }: { current: number; target: number; unit: string }): string {
  return `${formatNumber(current)} / ${formatNumber(target)}${unit ? ` ${unit}` : ''}`;
}

export function keyResultCountText(count: number): string {
  return count === 1 ? '1 key result' : `${count} key results`;
}
