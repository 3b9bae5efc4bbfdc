export type OrderType = 'delivery' | 'pickup';

export type CustomerDetails = {
  name: string;
  phone: string;
  address: string;
  orderType: OrderType;
};

export type RequiredField = 'name' | 'phone' | 'address';

export const emptyCustomer: CustomerDetails = {
  name: '',
  phone: '',
  address: '',
  orderType: 'delivery',
};

export const orderTypeLabels: Record<OrderType, string> = {
  delivery: 'Home Delivery',
  pickup: 'Pickup',
};

export const fieldLabels: Record<RequiredField, string> = {
  name: 'Name',
  phone: 'Phone number',
  address: 'Delivery address',
};

/** The fields still needed before the order can be sent. The address counts only for delivery. */
export function missingFields(details: CustomerDetails): RequiredField[] {
  const missing: RequiredField[] = [];
  if (details.name.trim() === '') missing.push('name');
  if (details.phone.trim() === '') missing.push('phone');
  if (details.orderType === 'delivery' && details.address.trim() === '') missing.push('address');
  return missing;
}

export function canSendOrder(details: CustomerDetails): boolean {
  return missingFields(details).length === 0;
}
