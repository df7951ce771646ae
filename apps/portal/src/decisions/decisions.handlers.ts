import { Controller } from '@nestjs/common';
import { decisionOps, type OperationInput, type OperationReply } from '@warroom/contracts';
import { Handles } from '@warroom/microservice';
import { AdrExportService } from './adr-export.service.js';

type Export = typeof decisionOps.export;

/** The ADR export, page by page; the other decision operations are the record kit's. */
@Controller()
export class DecisionExportHandlers {
  constructor(private readonly adrExport: AdrExportService) {}

  @Handles(decisionOps.export)
  export(input: OperationInput<Export>): Promise<OperationReply<Export>> {
    return this.adrExport.chunk(input.body);
  }
}
