/* @@backend: kernel */ /* @@stderr: does not match any probes */
/*
 * A function the kernel does not have matches no fbt probe: the
 * reference's compile error.
 */
fbt::no_such_function_in_this_kernel:entry
{
	exit(0);
}
