import { CheckOutlined } from '@ant-design/icons';
import { EXPERTISE_OPTIONS } from '@warroom/contracts';
import { Button, Flex, Form } from 'antd';

type ExpertiseToggleListProps = { value: string[]; onChange: (value: string[]) => void };

/** A multi-select toggle list: each option is a pressed or unpressed button. */
export function ExpertiseToggleList({ value, onChange }: ExpertiseToggleListProps) {
  const toggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option]);
  return (
    <Form.Item
      label={<span id="apply-expertise-label">Areas of Expertise</span>}
      extra={value.length > 0 ? `${value.length} selected` : 'Select all that apply.'}
    >
      <Flex wrap gap={8} role="group" aria-labelledby="apply-expertise-label">
        {EXPERTISE_OPTIONS.map((option) => {
          const selected = value.includes(option);
          return (
            <Button
              key={option}
              type={selected ? 'primary' : 'default'}
              aria-pressed={selected}
              icon={selected ? <CheckOutlined /> : undefined}
              onClick={() => toggle(option)}
            >
              {option}
            </Button>
          );
        })}
      </Flex>
    </Form.Item>
  );
}
