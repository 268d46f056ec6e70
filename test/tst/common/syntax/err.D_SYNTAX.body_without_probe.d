/*
 * a statement block with no probe description
 */

{
	exit(0);
}
