import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Radio } from 'antd';
import { useId } from 'react';
import FilterPanel from '../../../components/FilterPanel';
import { ALL_TYPES } from '../device-filter';
import type { DevicePage } from '../device-pages';
import './category-pages.css';

interface DeviceSearchPanelProps {
  page: DevicePage;
  search: string;
  type: string;
  onSearchChange(search: string): void;
  onTypeChange(type: string): void;
}

/** The search box, the type filter and the popular-model buttons of a device page; on a phone the last two fold away. */
export default function DeviceSearchPanel({ page, search, type, onSearchChange, onTypeChange }: DeviceSearchPanelProps) {
  const id = useId();
  const typeOptions = [{ label: 'All Types', value: ALL_TYPES }, ...page.types.map((t) => ({ label: t, value: t }))];
  const searchBox = (
    <div className="category-pages__field">
      <label htmlFor={`${id}-search`}>{page.searchLabel}</label>
      <Input
        id={`${id}-search`}
        type="search"
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={page.searchPlaceholder}
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
      />
    </div>
  );
  return (
    <FilterPanel
      id={`${id}-filters`}
      title="Search and Filter"
      summary={type === ALL_TYPES ? 'All types' : `Type: ${type}`}
      lead={searchBox}
      className="category-pages__panel"
    >
      <div className="category-pages__field">
        <span id={`${id}-type`} className="category-pages__label">
          Type
        </span>
        <Radio.Group aria-labelledby={`${id}-type`} optionType="button" options={typeOptions} value={type} onChange={(e) => onTypeChange(e.target.value)} />
      </div>
      <div className="category-pages__field">
        <span id={`${id}-popular`} className="category-pages__label">
          Popular models
        </span>
        <div role="group" aria-labelledby={`${id}-popular`} className="category-pages__actions">
          {page.popularModels.map((model) => (
            <Button key={model} size="small" onClick={() => onSearchChange(model)}>
              {model}
            </Button>
          ))}
        </div>
      </div>
    </FilterPanel>
  );
}
