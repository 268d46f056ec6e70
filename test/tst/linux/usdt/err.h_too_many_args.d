/* @@opts: -h -o /dev/null */
/* @@exit: 1 */
/* @@stderr: failed to create header file /dev/null: probe tstprov:::many has 13 arguments; <sys/sdt.h> probes take at most 12 */
/* <sys/sdt.h> probes take at most 12 arguments */
provider tstprov {
	probe many(int, int, int, int, int, int, int, int, int, int, int, int,
	    int);
};
