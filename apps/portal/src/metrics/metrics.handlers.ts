import { Controller } from '@nestjs/common';
import { metricOps, type OperationInput, type OperationReply } from '@warroom/contracts';
import { Handles } from '@warroom/microservice';
import { MetricsExportService } from './metrics-export.service.js';
import { MetricsService } from './metrics.service.js';

type Ops = typeof metricOps;
type In<K extends keyof Ops> = OperationInput<Ops[K]>;
type Out<K extends keyof Ops> = Promise<OperationReply<Ops[K]>>;

/** The metric operations. */
@Controller()
export class MetricsHandlers {
  constructor(
    private readonly metrics: MetricsService,
    private readonly metricsExport: MetricsExportService,
  ) {}

  @Handles(metricOps.list)
  list(input: In<'list'>): Out<'list'> {
    return this.metrics.list(input.query);
  }

  @Handles(metricOps.get)
  get(input: In<'get'>): Out<'get'> {
    return this.metrics.get(input.params.id);
  }

  @Handles(metricOps.create)
  create(input: In<'create'>): Out<'create'> {
    return this.metrics.create(input);
  }

  @Handles(metricOps.update)
  update(input: In<'update'>): Out<'update'> {
    return this.metrics.update(input);
  }

  @Handles(metricOps.delete)
  delete(input: In<'delete'>): Out<'delete'> {
    return this.metrics.delete(input);
  }

  @Handles(metricOps.addPoint)
  addPoint(input: In<'addPoint'>): Out<'addPoint'> {
    return this.metrics.addPoint(input);
  }

  @Handles(metricOps.export)
  export(input: In<'export'>): Out<'export'> {
    return this.metricsExport.chunk(input.body);
  }
}
