// The till's steps: one function per step, registered in English and in Russian.
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';

/**
 * Starts an order with no drink in it.
 * @topic Orders
 * @looks the order
 * @example an empty order
 * @example пустой заказ
 */
function anEmptyOrder() {
  this.order = { prices: [], card: false };
}
Given('an empty order', anEmptyOrder);
Given('пустой заказ', anEmptyOrder);

/**
 * Adds a drink at its price, in roubles.
 * @topic Orders
 * @looks the order
 * @example the barista adds a "latte" at 200
 * @example бариста добавляет "latte" за 200
 */
function theBaristaAdds(drink, price) {
  this.order.prices.push(price);
}
When('the barista adds a {string} at {int}', theBaristaAdds);
When('бариста добавляет {string} за {int}', theBaristaAdds);

/**
 * The customer shows a loyalty card: the order gets its discount.
 * @topic Payment
 * @looks the order
 * @example the customer shows a loyalty card
 * @example гость показывает карту лояльности
 */
function theCustomerShowsACard() {
  this.order.card = true;
}
When('the customer shows a loyalty card', theCustomerShowsACard);
When('гость показывает карту лояльности', theCustomerShowsACard);

/**
 * Checks the total the till shows, in roubles.
 * @topic Payment
 * @looks the till's display
 * @example the total is 380
 * @example сумма заказа 380
 */
function theTotalIs(expected) {
  const sum = this.order.prices.reduce((total, price) => total + price, 0);
  assert.equal(this.order.card ? Math.floor(sum * 0.9) : sum, expected);
}
Then('the total is {int}', theTotalIs);
Then('сумма заказа {int}', theTotalIs);
