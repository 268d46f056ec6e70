/* @@opts: -q -o /dev/null */
/* @@exit: 3 */

/*
 * Output written without trouble to the -o file keeps the status exit()
 * gave, and nothing goes to stdout.
 */
BEGIN
{
	printf("written\n");
	exit(3);
}
