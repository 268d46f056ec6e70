/* @@opts: -G -o /dev/null */
/*
 * dtrace -G of a script with clauses and no provider, without objects,
 * builds an object (with no semaphores), as the reference and
 * systemtap-sdt-dev's dtrace do: Python's configure checks "whether
 * DTrace probes require linking" so, and without it does not link the
 * semaphores its header refers to.
 */
BEGIN {}
