"use client";
import { useEffect } from "react";
import { clearBasket } from "@/components/basket/basket-sync";

/** The order is placed: the browser's basket and booking choice are done with. */
export function ClearBasketOnArrival() {
  useEffect(() => clearBasket(), []);
  return null;
}
