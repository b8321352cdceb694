"use client";

export { default } from "@/components/layout/error-page";
