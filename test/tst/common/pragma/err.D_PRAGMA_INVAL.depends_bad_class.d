/*
 * an unknown dependency class
 */

#pragma D depends_on gizmo dtrace

BEGIN
{
	exit(0);
}
