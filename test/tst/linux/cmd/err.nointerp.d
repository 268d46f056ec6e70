/* @@opts: -c ./nointerp.sh */
/* @@stderr: dtrace: failed to execute ./nointerp.sh: No such file or directory */
/* @@exit: 1 */

/*
 * A -c script whose #! interpreter does not exist cannot be executed:
 * the reference's error and exit status 1, before tracing starts.
 */
BEGIN
{
	printf("not reached\n");
}
