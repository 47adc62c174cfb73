import { useState, type ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";

/** 'View All N {noun}' when a panel shows fewer rows than there are; opens the whole, paged list. */
export function ViewAll(props: { total: number; shown: number; noun: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  if (props.total <= props.shown) return null;
  return (
    <div className="text-center">
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        View All {props.total} {props.noun}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`All ${props.noun} (${props.total})`} size="xl">
        {props.children}
      </Dialog>
    </div>
  );
}
