import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { EXPERTISE_OPTIONS, INDUSTRY_OPTIONS, OPEN_TO, STAGES } from '@warroom/contracts';
import { Button, Flex, Input } from 'antd';
import { useId, useState } from 'react';
import { ChipGroup } from '../../../components/chip-group';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { MEMBERS_HOME, type MembersAddress } from '../members-address';
import { OPEN_TO_LABELS, stageLabel } from '../labels';

const asOptions = <T extends string>(values: readonly T[], label: (value: T) => string = String) =>
  values.map((value) => ({ value, label: label(value) }));

const EXPERTISE = asOptions(EXPERTISE_OPTIONS);
const INDUSTRIES = asOptions(INDUSTRY_OPTIONS);
const STAGE_CHIPS = asOptions(STAGES, stageLabel);
const OPEN_TO_CHIPS = asOptions(OPEN_TO, (offer) => OPEN_TO_LABELS[offer]);

/** A list filter's chip pressed or released. */
const toggled = <T extends string>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** A one-choice filter's chip: pressing the pressed one releases it. */
const chosen = <T extends string>(current: T | '', value: T): T | '' => (current === value ? '' : value);

type MemberFiltersProps = {
  address: MembersAddress;
  /** The search box as typed (the address follows once typing pauses). */
  search: string;
  onSearch: (search: string) => void;
  onChange: (change: Partial<MembersAddress>) => void;
};

/**
 * The directory's search and its chips (expertise: any of; industry and stage: one; open to:
 * all of), which combine. On a phone the chips fold under a 'Filters' button that counts them.
 */
export function MemberFilters({ address, search, onSearch, onChange }: MemberFiltersProps) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const chipsId = useId();
  const pressed =
    address.expertise.length + address.openTo.length + (address.industry ? 1 : 0) + (address.stage ? 1 : 0);
  const showChips = !isMobile || open;

  return (
    <Flex vertical gap={12} role="search" aria-label="Find members" className="member-filters">
      <Flex gap={8} wrap align="center">
        <Input
          aria-label="Search members"
          placeholder="Search by name, headline, company, bio or location"
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          style={{ flex: '1 1 240px', maxWidth: 520 }}
        />
        {isMobile ? (
          <Button
            icon={<FilterOutlined aria-hidden />}
            aria-expanded={open}
            aria-controls={chipsId}
            onClick={() => setOpen(!open)}
          >
            {pressed > 0 ? `Filters (${pressed})` : 'Filters'}
          </Button>
        ) : null}
        {pressed > 0 || search ? (
          <Button
            type="link"
            onClick={() => {
              onSearch('');
              onChange(MEMBERS_HOME);
            }}
          >
            Clear all
          </Button>
        ) : null}
      </Flex>
      <div id={chipsId} hidden={!showChips}>
        <Flex vertical gap={10} className="member-filters__chips">
          <ChipGroup
            label="Expertise"
            options={EXPERTISE}
            selected={address.expertise}
            onToggle={(area) => onChange({ expertise: toggled(address.expertise, area) })}
          />
          <ChipGroup
            label="Industry"
            options={INDUSTRIES}
            selected={address.industry ? [address.industry] : []}
            onToggle={(industry) => onChange({ industry: chosen(address.industry, industry) })}
          />
          <ChipGroup
            label="Stage"
            options={STAGE_CHIPS}
            selected={address.stage ? [address.stage] : []}
            onToggle={(stage) => onChange({ stage: chosen(address.stage, stage) })}
          />
          <ChipGroup
            label="Open to"
            options={OPEN_TO_CHIPS}
            selected={address.openTo}
            onToggle={(offer) => onChange({ openTo: toggled(address.openTo, offer) })}
          />
        </Flex>
      </div>
    </Flex>
  );
}
