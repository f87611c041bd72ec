/** The page's answer to "is this the latest?", from the driver's current version and its Latest flag. */
export function latestAnswer(driver: { version: string; releaseDate: string; isLatest: boolean; manufacturer: string }): string {
  const current = `Version ${driver.version}, released ${driver.releaseDate},`;
  return driver.isLatest
    ? `${current} is the latest version in the catalogue.`
    : `${current} is the newest version in the catalogue, but not the latest ${driver.manufacturer} has released: its official page has the newest.`;
}
