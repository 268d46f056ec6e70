/* @@opts: -G -o /dev/null */
/* @@args: @PROGS@/no-such-object.o */
/* @@exit: 1 */
/* @@stderr: failed to open @PROGS@/no-such-object.o: No such file or directory */
/* an object that does not exist */
provider tstprov {
	probe plain();
};
