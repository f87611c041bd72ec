import type { PrinterModel } from '../../api/types';
import { ALL_TYPES } from './brands';
import { filterModels, findModel, matchesSearch, modelPath } from './model-search';

const model = (modelNumber: string, fullName: string, series: string, category: string): PrinterModel => ({
  id: 1,
  brand: 'Epson',
  modelNumber,
  fullName,
  series,
  category,
  description: '',
  image: null,
  driverFile: '',
  fileSize: '100 MB',
  officialUrl: 'https://epson.com/',
  downloadCount: 0,
});

const ET4760 = model('ET-4760', 'Epson EcoTank ET-4760', 'EcoTank', 'Tank');
const XP4105 = model('XP-4105', 'Epson Expression Home XP-4105', 'Expression Home', 'Inkjet');
const MFC = model('MFC-L2750DW', 'Brother MFC-L2750DW', 'MFC-L', 'Laser');

describe('the brand page search (spec 001 section 5)', () => {
  it('matches a case-insensitive part of the full name, the model number or the series', () => {
    expect(matchesSearch(ET4760, 'ecotank et')).toBe(true);
    expect(matchesSearch(ET4760, 'et-47')).toBe(true);
    expect(matchesSearch(XP4105, 'EXPRESSION home')).toBe(true);
    expect(matchesSearch(XP4105, 'ecotank')).toBe(false);
  });

  it('matches everything when empty or blank', () => {
    expect(matchesSearch(ET4760, '')).toBe(true);
    expect(matchesSearch(ET4760, '   ')).toBe(true);
  });

  it.each(['et4760', 'ET 4760', 'ET-4760', 'et_4760'])('finds the ET-4760 for %p, however the model number is typed', (search) => {
    expect(matchesSearch(ET4760, search)).toBe(true);
    expect(matchesSearch(XP4105, search)).toBe(false);
  });

  it('finds the MFC-L2750DW for mfcl2750', () => {
    expect(matchesSearch(MFC, 'mfcl2750')).toBe(true);
  });

  it('does not match everything for a search of punctuation only', () => {
    expect(matchesSearch(ET4760, '--')).toBe(false);
  });

  it('keeps the models that match both the search and the type', () => {
    expect(filterModels([ET4760, XP4105], '', ALL_TYPES)).toEqual([ET4760, XP4105]);
    expect(filterModels([ET4760, XP4105], '', 'Inkjet')).toEqual([XP4105]);
    expect(filterModels([ET4760, XP4105], 'et4760', 'Inkjet')).toEqual([]);
  });
});

describe("a model's own page", () => {
  it('is addressed by brand and model number', () => {
    expect(modelPath('epson', ET4760)).toBe('/printers/epson/ET-4760');
  });

  it('finds its model by the model number, exactly or as typed', () => {
    expect(findModel([XP4105, ET4760], 'ET-4760')).toBe(ET4760);
    expect(findModel([XP4105, ET4760], 'et4760')).toBe(ET4760);
    expect(findModel([XP4105, ET4760], 'ET-9999')).toBeUndefined();
  });
});
