/*
 * with three fields the first is the module: no probe has module dtrace
 */

dtrace::BEGIN
{
	exit(0);
}
