/** The operator's settings the pages show (spec placeholders {email}, {phone}, {host}, the company's name and address). */
export interface SiteConfig {
  productName: string;
  companyName: string;
  /** Postal address, one line per entry. */
  address: string[];
  phone: string;
  email: string;
  host: string;
  copyrightYear: number;
}
