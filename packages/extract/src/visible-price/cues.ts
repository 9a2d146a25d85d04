/**
 * Words and names shops print around prices, in many languages, grouped by what they say about
 * the number next to them. Each list is a class of wording (any shop, any language), never a
 * phrase one page uses. Matched case-insensitively against short texts and class names only, so
 * none of these can backtrack on long input (`npm run lint:eslint` checks them).
 */

/**
 * One pattern for a class of wording: `spaced` are words of scripts that put spaces between
 * words, matched as whole words ("was" never inside "washing"); `unspaced` (Chinese, Japanese,
 * Thai) match anywhere.
 */
function wording(spaced: string[], unspaced: string[] = []): RegExp {
  const whole = `(?<!\\p{L})(?:${spaced.join('|')})(?!\\p{L})`;
  return new RegExp(unspaced.length ? `${whole}|${unspaced.join('|')}` : whole, 'iu');
}

/** The price before a reduction: "was", "RRP", "UVP", "antes", "было", "原价"… */
export const OLD_PRICE_WORDS = wording(
  [
    'was',
    'before',
    'regular(?: price)?',
    'reg\\.',
    'list price',
    'rrp',
    'msrp',
    'compare at',
    'original(?: price)?',
    'uvp',
    'statt',
    'bisher',
    'vorher',
    'ursprünglich',
    'streichpreis',
    'prix barré',
    'avant',
    'au lieu de',
    'prix de référence',
    'prix initial',
    'antes',
    'precio anterior',
    'precio normal',
    'precio regular',
    'preço de',
    'de',
    'era',
    'prima',
    'invece di',
    'prezzo di listino',
    'było',
    'cena regularna',
    'cena katalogowa',
    'poprzednia cena',
    'было',
    'старая цена',
    'обычная цена',
    'önceki fiyat',
    'eski fiyat',
    'piyasa fiyatı',
    '메이커가',
    '정가',
    'السعر الأصلي',
    'السعر السابق',
    'מחיר קודם',
    'normalpris',
    'ordinarie pris',
    'tidligere',
    'ohjehinta',
    'původní cena',
    'běžná cena',
    'redovna cijena',
    'stara cijena',
    'prețul vechi',
    'giá gốc',
    'harga normal',
    'harga asli',
  ],
  ['原价', '原價', '定価', '通常価格', '参考価格', '市场价', '市場價'],
);

/** The price the buyer pays now: "now", "sale", "jetzt", "ahora", "现价"… */
export const NOW_PRICE_WORDS = wording(
  [
    'now',
    'sale',
    'special',
    'offer',
    'deal',
    'jetzt',
    'nur',
    'aktionspreis',
    'maintenant',
    'soldé',
    'ahora',
    'oferta',
    'agora',
    'por',
    'promo',
    'teraz',
    'сейчас',
    'цена со скидкой',
    'şimdi',
    'indirimli',
    '판매가',
    '할인가',
    'السعر الحالي',
    'מחיר מבצע',
    'nu',
    'tarjous',
    'akční cena',
    'akcijska cijena',
    'giá bán',
    'harga promo',
  ],
  ['现价', '現價', '特价', '特價', '售价', '售價', '販売価格', 'セール価格', '税込'],
);

/** The price before tax, printed beside the one buyers pay: "excl. VAT", "bez DPH", "HT", "税抜"… */
export const NET_OF_TAX = wording(
  [
    'excl\\.? (?:vat|tax|btw|mwst|gst)',
    'ex\\.? (?:vat|tax|gst)',
    'excluding (?:vat|tax|gst)',
    'without (?:vat|tax)',
    'before tax',
    'netto',
    'net price',
    'exkl\\.? (?:mwst|ust)',
    'ohne mwst',
    'zzgl\\.? mwst',
    'hors taxes?',
    'ht',
    'sin iva',
    'sem iva',
    'iva excl\\p{L}*',
    'esclusa iva',
    'iva esclusa',
    'bez (?:dph|vat|pdv|ddv|nds)',
    'brez ddv',
    'zonder btw',
    'excl\\.? btw',
    'utan moms',
    'uden moms',
    'uten mva',
    'ilman alv',
    'без ндс',
    'kdv hariç',
    'fără tva',
    'nettó',
    'chưa (?:bao gồm )?vat',
  ],
  ['税抜', '税別', '不含税', '未税', '세금 별도', '부가세 별도'],
);

/** "€12.50 / kg", "(1,25 € / 100 ml)", "Grundpreis", "单价": a price per quantity. */
export const PER_UNIT =
  /(\/\s*(\d+\s*)?(kg|g|mg|l|ml|cl|dl|m|cm|m²|m2|lb|oz|fl\.? ?oz|ct|pcs?|pc|st|stk|stück|szt|шт|unit|each|ea)\b|\b(per|je|pro|le|la|el|por|za|за|başına|par)\s+(\d+\s*)?(kg|g|l|ml|100|kilo|litre|liter|unit|stück|szt|шт)|grundpreis|unit price|prix au (kilo|litre)|precio por|cena za|preis pro|単価|单价|單價|kg当たり)/iu;

/** "12 x 99", "4 payments of", "10x de R$ 29,90", "Raten", "cuotas", "分期"… */
export const INSTALMENT =
  /(\d ?[x×] ?(?:de )?\S{0,4} ?\d|payments? of|instal?lments?|per month|\/\s*mo\b|a month|monthly|raten|monatlich|mensualités?|par mois|cuotas|al mes|por mes|parcelas?|sem juros|sin interés|rat[yaę]?\b|miesięcznie|рассрочк|в месяц|taksit|aylık|分期|每月|分割|月々|할부|월\s*\d|أقساط|תשלומים|kk\b|kuukausi|měsíčně|mjesečno|lunar|tháng|cicilan|bulan)/iu;

/** Free-shipping thresholds and other delivery amounts. */
export const SHIPPING = wording(
  [
    'shipping',
    'delivery',
    'postage',
    'versand',
    'lieferung',
    'livraison',
    'envío',
    'envio',
    'entrega',
    'frete',
    'spedizione',
    'dostawa',
    'wysyłka',
    'доставк\\p{L}*',
    'kargo',
    'teslimat',
    '배송',
    'شحن',
    'משלוח',
    'frakt',
    'levering',
    'toimitus',
    'doprava',
    'poštarina',
    'dostava',
    'livrare',
    'giao hàng',
    'ongkir',
    'pengiriman',
  ],
  ['运费', '運費', '配送', '送料', '包邮'],
);

/** Loyalty points and vouchers: "Earn 120 points", "Punkte", "ポイント"… */
export const POINTS = wording(
  [
    'points?',
    'pts',
    'punkte',
    'puntos',
    'pontos',
    'punkty',
    'punti',
    'баллов',
    'балл\\p{L}*',
    'бонус\\p{L}*',
    'puan',
    '포인트',
    'نقاط',
    'נקודות',
    'poeng',
    'pisteet',
    'bodů',
    'bodova',
    'puncte',
    'điểm',
    'poin',
  ],
  ['ポイント', '积分', '積分', '點數'],
);

/** "You save", "sparen", "économisez"… the amount off, not the price. */
export const SAVING = wording(
  [
    'you save',
    'save',
    'saving',
    'sparen',
    'ersparnis',
    'économisez',
    'économie',
    'ahorra',
    'ahorras',
    'ahorro',
    'economize',
    'economia',
    'risparmi',
    'oszczędzasz',
    'oszczędność',
    'экономия',
    'выгода',
    'tasarruf',
    '할인',
    'وفر',
    'חסכון',
    'spar',
    'säästä',
    'ušetříte',
    'ušteda',
    'economisești',
    'tiết kiệm',
    'hemat',
  ],
  ['节省', '節省', 'お得', '割引'],
);

/** "Add to cart", "Buy now", "In den Warenkorb", "カートに入れる"… the buy button's words. */
export const BUY_WORDS =
  /(add to (cart|basket|bag|trolley)|buy now|buy it now|in den (warenkorb|einkaufswagen)|jetzt kaufen|ajouter au panier|acheter|añadir al (carrito|carro)|agregar al (carrito|carro)|comprar|adicionar ao (carrinho|saco)|aggiungi al carrello|acquista|dodaj do koszyka|kup teraz|в корзину|купить|sepete ekle|satın al|カートに入れる|今すぐ購入|購入手続き|加入购物车|加入購物車|立即购买|立即購買|장바구니|구매하기|أضف إلى (السلة|العربة)|הוסף לסל|toevoegen aan winkelwagen|in winkelwagen|lägg i varukorgen|köp|læg i kurv|legg i handlekurv|lisää ostoskoriin|přidat do košíku|do košíku|kosárba|adaugă în coș|dodaj u košaricu|thêm vào giỏ|masukkan keranjang|beli sekarang|เพิ่มลงรถเข็น)/iu;
