/** Item prices show a $ sign and 2 decimals (spec section 9). */
export function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}

/** The scraped price keeps only digits and dots (spec section 5). */
export function digitsAndDots(value: string): string {
  return value.replace(/[^0-9.]/g, '');
}
