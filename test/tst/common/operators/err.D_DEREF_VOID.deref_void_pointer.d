/*
 * unary * of a void pointer
 */

BEGIN
{
	y = *(void *)0;
	exit(0);
}
