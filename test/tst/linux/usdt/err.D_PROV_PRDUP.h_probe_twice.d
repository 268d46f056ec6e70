/* @@opts: -h -o /dev/null */
/* dtrace -h on a provider file with an error: the compiler's message */
provider tstprov {
	probe plain();
	probe plain(int);
};
