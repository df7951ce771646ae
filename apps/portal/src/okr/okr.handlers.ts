import { okrOps } from '@warroom/contracts';
import { operationHandlers } from '@warroom/microservice';
import { KeyResultsService } from './key-results.service.js';

const { objectives: _objectives, ...keyResultOps } = okrOps;

/** The key-result operations; the objectives' are the record kit's. */
export const KeyResultHandlers = operationHandlers(keyResultOps, [KeyResultsService], (keyResults) => ({
  createKeyResult: (input) => keyResults.create(input),
  updateKeyResult: (input) => keyResults.update(input),
  deleteKeyResult: (input) => keyResults.delete(input),
}));
