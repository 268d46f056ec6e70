/*
 * a kernel symbol in a predicate fails to resolve
 */

BEGIN
/`panicstr/
{
	exit(0);
}
