import { type AddressCodec, useAddress } from '../../../lib/use-address';
import { changeReviewAddress, readReviewAddress, type ReviewAddress, writeReviewAddress } from '../review-address';

const REVIEW_CODEC: AddressCodec<ReviewAddress> = {
  read: readReviewAddress,
  write: writeReviewAddress,
  change: changeReviewAddress,
};

/** The review screen's address (`review-address.ts`) and the way to change it. */
export function useReviewAddress() {
  return useAddress(REVIEW_CODEC);
}
