import type { KeyResultDetail } from '@warroom/contracts';
import { ScrollRegion } from '../../../components/scroll-region';
import { formatDateTime } from '../../../lib/format-relative-time';
import { formatNumber } from '../format';

const countFormat = new Intl.NumberFormat('en-US');

/** 'Showing the newest 100 of 240 check-ins', when the detail does not carry them all. */
export function CheckInsShown({ keyResult }: { keyResult: KeyResultDetail }) {
  if (keyResult.checkInCount <= keyResult.checkIns.length) return null;
  return (
    <p className="text-secondary check-ins__shown">
      Showing the newest {countFormat.format(keyResult.checkIns.length)} of {countFormat.format(keyResult.checkInCount)}{' '}
      check-ins
    </p>
  );
}

/** The check-ins of a key result the detail carries (the newest), newest first, as text: the chart's figures for everyone. */
export function CheckInTable({ keyResult }: { keyResult: KeyResultDetail }) {
  if (keyResult.checkIns.length === 0) {
    return <p className="text-secondary check-ins__empty">No check-ins yet</p>;
  }
  return (
    <ScrollRegion label={`Check-ins of ${keyResult.title}`}>
      <table className="check-in-table">
        <caption className="visually-hidden">Check-ins of {keyResult.title}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Value</th>
            <th scope="col">Previous</th>
            <th scope="col">By</th>
          </tr>
        </thead>
        <tbody>
          {keyResult.checkIns.map((checkIn) => (
            <tr key={checkIn.id}>
              <td>{formatDateTime(checkIn.createdAt)}</td>
              <td>{formatNumber(checkIn.value)}</td>
              <td>{formatNumber(checkIn.previousValue)}</td>
              <td>{checkIn.actor.email}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
