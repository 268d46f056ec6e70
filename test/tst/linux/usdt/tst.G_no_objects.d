/* @@opts: -G -o /dev/null */
/*
 * dtrace -G without objects builds the semaphores alone, as
 * systemtap-sdt-dev's dtrace does (QEMU's build calls it so).
 */
provider tstprov {
	probe plain();
};
