import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { KEY_RESULTS_PER_OBJECTIVE_MAX } from '@warroom/contracts';
import { Button, Card, Flex } from 'antd';
import { RecordForm } from '../../../components/record-form';
import { RecordFields } from '../../../shared/records/components/record-fields';
import { useCreateFrame } from '../../../shared/records/hooks/use-create-frame';
import { objectiveFields } from '../fields';
import { useObjectiveDraft } from '../hooks/use-objective-draft';
import { objectiveKind } from '../record';
import { KeyResultFields } from './key-result-fields';
import '../okr.css';

/** /okr/new: title, description and an editable list of key results (POST /api/okr/objectives). */
export function ObjectiveCreateForm() {
  const { create, frame } = useCreateFrame(objectiveKind);
  const draft = useObjectiveDraft((body, onError) => create.mutate(body, { onError }));

  return (
    <Card className="page-narrow">
      <RecordForm {...frame} onSubmit={draft.submit} layout="page">
        <RecordFields fields={objectiveFields.fields} form={draft.head} />

        <h2 className="card-heading form-section-heading">Key Results</h2>
        {draft.listError ? (
          <p className="form-error" role="alert">
            {draft.listError}
          </p>
        ) : null}
        {draft.rows.length === 0 ? (
          <p className="text-secondary">No key results yet. Add the measurable results this objective needs.</p>
        ) : null}
        <Flex vertical gap={12}>
          {draft.rows.map((row, index) => {
            const legend = `Key result ${index + 1}`;
            return (
              <fieldset key={row.key} className="key-result-fields">
                <legend className="key-result-fields__legend">{legend}</legend>
                <KeyResultFields form={draft.row(index)} unitPlaceholder="e.g. customers" />
                <Button
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => draft.removeRow(index)}
                  aria-label={`Remove ${legend}`}
                >
                  Remove
                </Button>
              </fieldset>
            );
          })}
        </Flex>
        <Button
          className="form-add-button"
          icon={<PlusOutlined aria-hidden />}
          onClick={draft.addRow}
          disabled={draft.rows.length >= KEY_RESULTS_PER_OBJECTIVE_MAX}
        >
          Add Key Result
        </Button>
      </RecordForm>
    </Card>
  );
}
