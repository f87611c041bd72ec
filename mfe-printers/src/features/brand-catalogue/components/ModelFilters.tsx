import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Radio } from 'antd';
import { useId } from 'react';
import { ALL_TYPES, type BrandPage } from '../brands';
import './brand-catalogue.css';

interface ModelFiltersProps {
  page: BrandPage;
  search: string;
  type: string;
  onSearchChange(search: string): void;
  onTypeChange(type: string): void;
  /** A Popular Models button: fills the search box with its model number. */
  onPopularModel(modelNumber: string): void;
}

/** The search box, the type filter and the Popular Models buttons of a brand page. */
export function ModelFilters({ page, search, type, onSearchChange, onTypeChange, onPopularModel }: ModelFiltersProps) {
  const id = useId();
  const typeOptions = [{ label: 'All Types', value: ALL_TYPES }, ...page.types.map(({ label, category }) => ({ label, value: category }))];
  return (
    <section className="brand-catalogue__panel" aria-label="Search and filter">
      <div className="brand-catalogue__field">
        <label htmlFor={`${id}-search`}>Search {page.brand} printers</label>
        <Input
          id={`${id}-search`}
          type="search"
          size="large"
          prefix={<SearchOutlined />}
          placeholder="Model number, name or series"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
        />
      </div>
      <div className="brand-catalogue__field">
        <span id={`${id}-type`} className="brand-catalogue__label">
          Type
        </span>
        <Radio.Group aria-labelledby={`${id}-type`} optionType="button" options={typeOptions} value={type} onChange={(e) => onTypeChange(e.target.value)} />
      </div>
      <div className="brand-catalogue__field">
        <span id={`${id}-popular`} className="brand-catalogue__label">
          Popular Models
        </span>
        <div role="group" aria-labelledby={`${id}-popular`} className="brand-catalogue__actions">
          {page.popularModels.map((model) => (
            <Button key={model} size="small" onClick={() => onPopularModel(model)}>
              {model}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
